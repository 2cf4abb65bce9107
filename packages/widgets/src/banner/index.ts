export { Banner, type BannerLevel, type BannerProps } from './Banner.tsx';
export { useBanner, type BannerState, type BannerStateOptions } from './useBanner.ts';
export { storageKey as dismissalStorageKey } from './dismissal-store.ts';
