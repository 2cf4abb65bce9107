// Every stylesheet of the shell, in cascade order; only the browser bundle imports this.
import './styles/vars.css';
import './styles/base.css';
import './styles/content.css';
import './components/NavBar.css';
import './components/Sidebar.css';
import './components/LocalNav.css';
import './components/Outline.css';
import './components/DocLayout.css';
import './components/Home.css';
import './components/NotFound.css';
import './components/Footer.css';
import './components/search/Search.css';
import '@atlas-docs/widgets/css/tokens.css';
import './components/page-regions/page-top.css';
// The site's plugins' stylesheets, last: the command generates this module from the config.
import 'virtual:atlas-docs/plugin-styles';
