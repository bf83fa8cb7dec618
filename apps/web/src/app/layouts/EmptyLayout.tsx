import { Outlet } from 'react-router';
import { TopProgressBar } from './TopProgressBar.tsx';

/** Pages that bring their own frame (printing, embedding). */
export function EmptyLayout() {
  return (
    <>
      <TopProgressBar />
      <Outlet />
    </>
  );
}
