/**
 * The attribute that marks the notice banner's box with its id: the component sets it, the inline script
 * before the first paint finds the banner by it. A module of its own, so the component's browser chunk takes
 * nothing of the script's build-time code.
 */
export const BANNER_ATTRIBUTE = 'data-ad-banner';
