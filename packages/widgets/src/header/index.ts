export { Header, headerToggleEvent, type HeaderProps } from './Header.tsx';
