import { Outlet } from 'react-router-dom';

export default function ConsoleLayout() {
  return <Outlet />;
}
