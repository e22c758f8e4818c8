import { NotFoundView } from '../../screens/not-found/not-found-view.tsx';
import type { ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone, answered with status 404. */
export const serverData: ServerData = () => Promise.resolve('not-found');

export default function NotFoundRoute() {
  return <NotFoundView />;
}
