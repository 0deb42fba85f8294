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
        <Route path="/reference/*" element={<Placeholder title="Reference" />} />
      </Routes>
    </BrowserRouter>
  );
}
