import { createBrowserRouter } from 'react-router-dom';
import { NotFoundView } from '../screens/not-found/not-found-view.tsx';

export const routes = [
  { path: '/404', element: <NotFoundView /> },
  { path: '*', element: <NotFoundView /> },
];

export const createRouter = () => createBrowserRouter(routes);
