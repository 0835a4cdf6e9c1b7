import { Outlet } from 'react-router';

export function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Outlet />
    </div>
  );
}
