import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote requires a version of a shared package that the page's copy does not satisfy. Every
 * shared package is a strict singleton (tools/build): the runtime refuses the page's copy instead
 * of handing the remote one that lacks what it calls, and this error says what did not match.
 */
export class SharedVersionMismatch extends Error {
  override name = 'SharedVersionMismatch';
  constructor(
    /** the shared package, e.g. '@gestion/api' */
    readonly pkg: string,
    /** the semver range the remote was built with, e.g. '^1.3.0' */
    readonly required: string,
    /** the version the page holds (loaded first, usually by the host) */
    readonly held: string,
    /** the federation name of the app that asked, e.g. 'terra' */
    readonly app: string,
  ) {
    super(`${app} necesita ${pkg} ${required}; la página tiene ${held}`);
  }
}

export function isSharedVersionMismatch(error: unknown): error is SharedVersionMismatch {
  return error instanceof Error && error.name === 'SharedVersionMismatch';
}

/**
 * Runs in every federation instance created after it is registered, i.e. in each remote's: the
 * runtime's own resolver throws a plain message when a strict singleton's version does not
 * satisfy the asking app's range; this turns it into a `SharedVersionMismatch` with the facts.
 */
export const sharedVersionCheck: ModuleFederationRuntimePlugin = {
  name: 'gestion-shared-version-check',
  resolveShare(args) {
    const { resolver, pkgName, version, shareInfo } = args;
    const required = shareInfo.shareConfig?.requiredVersion;
    args.resolver = () => {
      try {
        return resolver();
      } catch (error) {
        if (!shareInfo.shareConfig?.singleton || typeof required !== 'string') throw error;
        throw new SharedVersionMismatch(pkgName, required, version, shareInfo.from);
      }
    };
    return args;
  },
};

let registered = false;

/** Before the first remote entry loads (a remote's instance takes the global plugins it finds then). */
export function checkSharedVersions(): void {
  if (registered) return;
  registered = true;
  registerGlobalPlugins([sharedVersionCheck]);
}
