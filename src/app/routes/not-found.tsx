import { NotFoundView } from '../../screens/not-found/not-found-view.tsx';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

export default function NotFoundRoute() {
  return <NotFoundView />;
}
