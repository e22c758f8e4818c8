import { NotFoundView } from '../../screens/not-found/not-found-view.tsx';

export default function NotFoundRoute() {
  return <NotFoundView />;
}
