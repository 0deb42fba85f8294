import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageMeta, type RemoteProps } from '@portal/shared';

function Placeholder({ title }: { title: string }) {
  usePageMeta(title);
  return <p className="muted">This area is not available yet.</p>;
}

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/shipments" element={<Placeholder title="MyDashboard" />} />
        <Route path="/myshipments/*" element={<Placeholder title="MyShipments" />} />
      </Routes>
    </BrowserRouter>
  );
}
