export { Header, headerToggleEvent, headerToggleEvents, type HeaderProps } from './Header.tsx';
