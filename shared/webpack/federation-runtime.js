// A remote's bundles take the federation runtime from their host (experiments.externalRuntime), so
// each remote entry is about 16 KB lighter. Inside the portal the shell provides it; a remote's
// standalone page loads this entry first and provides it itself.
import * as runtimeCore from 'portal-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
