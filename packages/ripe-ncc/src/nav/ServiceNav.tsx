import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { AppSwitcherIcon } from '@atlas-docs/widgets/app-switcher';
import { hasSignInHint, loginHref, SIGN_IN_TEXTS, SignInIcon } from '@atlas-docs/widgets/sign-in';
import type * as NavWidgetsModule from './nav-widgets.ts';

type NavWidgets = typeof NavWidgetsModule;

/** The application switcher's button and list name, the same in its stand-in and in the widget. */
const APP_SWITCHER_LABEL = 'RIPE NCC applications';

let loading: Promise<NavWidgets> | undefined;
const loadNavWidgets = (): Promise<NavWidgets> => (loading ??= import('./nav-widgets.ts'));

/**
 * The widgets' module once `wanted`: nothing of it loads before the reader acts (or, for sign-in, before the
 * page's cookies say someone may be signed in). Its first render is a transition, which yields to the browser.
 */
function useNavWidgets(wanted: boolean): NavWidgets | null {
  const [widgets, setWidgets] = useState<NavWidgets | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadNavWidgets().then(
      (loaded) => live && startTransition(() => setWidgets(loaded)),
      (error: unknown) => console.error('The navigation bar widgets failed to load:', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return widgets;
}

/**
 * Focus stays on the button when the widget takes the place of its stand-in under it: the stand-in reports its
 * focus (`focused`), and when the swap leaves the focus nowhere, the widget's button takes it.
 */
function useFocusHandOff(box: RefObject<HTMLElement | null>, swapped: boolean): (focused: boolean) => void {
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (swapped && hadFocus.current && lost) box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [box, swapped]);
  return useCallback((focused: boolean) => {
    hadFocus.current = focused;
  }, []);
}

const subscribeNothing = (): (() => void) => () => {};
const signInHint = (): boolean => hasSignInHint(document.cookie);
const unknownOnServer = (): null => null;
const onClient = (): boolean => true;
const notOnServer = (): boolean => false;

/** The props `appSwitcher()` renders its item with: its options, with the defaults filled in. */
export interface AppSwitcherNavProps {
  staticHost: string;
  list: 'production' | 'pre-production';
}

/**
 * The application switcher of the navigation bar (the plugin `appSwitcher()`), on its static host and list.
 * Until the reader points at, focuses or presses it, its button is a stand-in of the same look: the widget's
 * code loads then, and a press (from the moment it starts) opens the list as soon as it is here. Its box is reserved in the server's HTML,
 * and the stand-in comes with hydration: a button before it would not answer a press.
 */
export function AppSwitcherNav({ staticHost, list }: AppSwitcherNavProps) {
  const hydrated = useSyncExternalStore(subscribeNothing, onClient, notOnServer);
  const [wanted, setWanted] = useState<'intent' | 'open' | null>(null);
  const widgets = useNavWidgets(wanted !== null);
  const box = useRef<HTMLSpanElement | null>(null);
  const setFocused = useFocusHandOff(box, widgets !== null);
  return (
    <span ref={box} className="ad-nav-widget" data-widget="app-switcher">
      {widgets ? (
        <widgets.AppSwitcher
          staticHost={staticHost}
          list={list}
          label={APP_SWITCHER_LABEL}
          defaultOpen={wanted === 'open'}
          turnedTo
        />
      ) : (
        hydrated && (
          <span className="ad-apps" data-state="closed" data-status="idle">
            <button
              type="button"
              className="ad-apps__button"
              aria-label={APP_SWITCHER_LABEL}
              title={APP_SWITCHER_LABEL}
              aria-expanded={false}
              onPointerEnter={() => setWanted((value) => value ?? 'intent')}
              onFocus={() => {
                setFocused(true);
                setWanted((value) => value ?? 'intent');
              }}
              onBlur={(event) => setFocused(event.relatedTarget === null)}
              // A press opens the list from its start: the widget, loading since the pointer came, may take the
              // stand-in's place before the press ends, and the click then goes to neither button.
              onPointerDown={(event) => event.isPrimary && event.button === 0 && setWanted('open')}
              onClick={() => setWanted('open')}
            >
              <AppSwitcherIcon />
            </button>
          </span>
        )
      )}
    </span>
  );
}

/**
 * The sign-in widget of the navigation bar (the plugin `signIn()`), on its account service; compact. Without
 * the account service's hint cookie nobody is signed in, and the shell shows the widget's Login link itself;
 * with it, the widget loads and asks the service. Its box is reserved in the server's HTML.
 */
export function SignInNav({ accessUrl }: { accessUrl: string }) {
  // Unknown on the server and while hydrating; the page's cookies decide after.
  const hint = useSyncExternalStore(subscribeNothing, signInHint, unknownOnServer);
  const widgets = useNavWidgets(hint === true);
  return (
    <span className="ad-nav-widget" data-widget="sign-in">
      {widgets && <widgets.SignIn accessUrl={accessUrl} compact />}
      {hint === false && (
        <span className="ad-signin" data-status="logged-out" data-mode="narrow">
          <a className="ad-signin__login" href={loginHref({ accessUrl }, window.location.href)}>
            <SignInIcon />
            <span className="ad-signin__label">{SIGN_IN_TEXTS.login}</span>
          </a>
        </span>
      )}
    </span>
  );
}
