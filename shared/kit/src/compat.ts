/**
 * @portal/kit is one singleton, and the shell provides it (`requiredVersion: false`: the
 * workspace's kit has no published versions to compare). A remote built after a kit change
 * may use an export that the kit of a shell built before it lacks; it would then fail on its
 * first use, worded like any crash. So the remote checks before it mounts: its build carries the
 * names the kit exported then (__KIT_EXPORTS__, shared/webpack/kitExports.cjs), and a shell's kit
 * that lacks any of them gets, instead of the remote's pages, a message that the portal was
 * updated and a Reload (the new shell comes with the reload; deploy the shell before the remotes).
 *
 * This module is imported as `@portal/kit/compat`, a subpath Module Federation does not share:
 * each remote bundles its own copy, so the check is the remote's, whatever the shell's kit is.
 * It covers what the remote does once mounted (render, effects, calls); a missing export used
 * while the remote's modules load fails that load, which the shell shows as unavailable.
 */
declare const __KIT_EXPORTS__: readonly string[] | undefined;
declare const __FEDERATION_NAME__: string | undefined;

/** What the remote's build saw in the kit and the kit it runs with now lacks. */
export function missingKitExports(built: readonly string[], runtimeKit: object): string[] {
  return built.filter((name) => (runtimeKit as Record<string, unknown>)[name] === undefined);
}

interface ParcelProps {
  domElement?: HTMLElement;
}

type Lifecycle = (props: never) => Promise<unknown>;
interface Lifecycles {
  bootstrap: Lifecycle | readonly Lifecycle[];
  mount: Lifecycle | readonly Lifecycle[];
  unmount: Lifecycle | readonly Lifecycle[];
}

export const OUTDATED_SHELL_MESSAGE = 'This part of the portal has been updated. Reload the page to use it.';

/** Lifecycles that show the message (the kit's error state's markup, so it looks like one) with a Reload button. */
function outdatedShellLifecycles(reload: () => void) {
  let shown: HTMLElement | null = null;
  return {
    bootstrap: async () => {},
    mount: async (props: ParcelProps) => {
      shown = document.createElement('div');
      shown.className = 'state state-error';
      shown.setAttribute('role', 'alert');
      const text = document.createElement('span');
      text.textContent = OUTDATED_SHELL_MESSAGE;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn';
      button.textContent = 'Reload';
      button.addEventListener('click', reload);
      shown.append(text, button);
      props.domElement?.append(shown);
    },
    unmount: async () => {
      shown?.remove();
      shown = null;
    },
    update: async () => {},
  };
}

/**
 * The remote's lifecycles from `make` when the shell's kit has everything the remote was built
 * with; otherwise the message's. `runtimeKit` is `import * as kit from '@portal/kit'` (the shell's).
 */
export function checkedLifecycles<L extends Lifecycles>(
  runtimeKit: object,
  make: () => L,
  { remote = typeof __FEDERATION_NAME__ === 'undefined' ? 'A remote' : __FEDERATION_NAME__, built = typeof __KIT_EXPORTS__ === 'undefined' ? [] : __KIT_EXPORTS__, reload = () => window.location.reload() }: { remote?: string; built?: readonly string[]; reload?: () => void } = {},
): L {
  const missing = missingKitExports(built, runtimeKit);
  if (missing.length === 0) return make();
  console.warn(`[remote] ${remote} was built with a newer @portal/kit than the shell provides (missing: ${missing.join(', ')}); it asks for a reload instead of mounting.`);
  return outdatedShellLifecycles(reload) as unknown as L;
}
