// Every stylesheet of the widgets, in cascade order; the widgets.css of the custom-element build.
import './styles/tokens.css';
import './banner/Banner.css';
import './cookie-consent/CookieConsent.css';
import './help/Help.css';
import './rollover/Rollover.css';
import './pan-zoom/PanZoom.css';
import './mermaid/Mermaid.css';
import './header/Header.css';
import './side-menu/SideMenu.css';
import './app-switcher/AppSwitcher.css';
import './sign-in/SignIn.css';
import './legal/Legal.css';
