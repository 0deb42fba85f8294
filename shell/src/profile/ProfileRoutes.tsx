import { Route, Routes } from 'react-router-dom';
import { ProfilePage } from './ProfilePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** /portal: the shell's own User Profile area (issue 9 adds other users' profiles). */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
