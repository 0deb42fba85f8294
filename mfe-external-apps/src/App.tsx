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
        <Route path="/webtracker" element={<Placeholder title="My tracker" />} />
        <Route path="/mykpi" element={<Placeholder title="MyKPI" />} />
        <Route path="/mytms" element={<Placeholder title="My TMS" />} />
      </Routes>
    </BrowserRouter>
  );
}
