// What the micro-frontends take from react-router-dom, and all the federation shares under that name
// (federation.ts): shared whole, the package weighs 65 KB gzipped, the server and framework parts included; shared
// as this list it is tree-shaken to what the apps use. An app importing a name not listed here fails its build
// ("missing export"): add the name here. Stories and unit tests import react-router-dom itself.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
