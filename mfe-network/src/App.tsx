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
        <Route path="/networks" element={<Placeholder title="My networks" />} />
        <Route path="/contact" element={<Placeholder title="Contact Us" />} />
      </Routes>
    </BrowserRouter>
  );
}
