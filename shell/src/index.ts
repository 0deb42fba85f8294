import { inTasks } from './boot/inTasks';

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// It starts once the browser has painted the page the host sent (the signed-in frame, the title):
// scripts that arrive quickly (preloaded) would otherwise run before the first frame and keep a
// phone's screen blank for their whole run. The timeout covers a tab that is not painting (hidden).
// React's share is negotiated in a task of its own, before React DOM's (bootstrap.tsx): the
// federation runtime's first version checks compile its semver code, one task would hold both.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void inTasks([() => import('react'), () => import(/* webpackChunkName: "bootstrap" */ './bootstrap')]);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
