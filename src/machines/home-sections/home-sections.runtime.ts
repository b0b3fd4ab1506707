import { fromCallback } from 'xstate';
import { type HomeSectionsEvent, homeSectionsMachine } from './home-sections.machine';

/** The home-sections chart with the window's own signals: its load event, then its idle time. */
export const createHomeSectionsLogic = () =>
  homeSectionsMachine.provide({
    actors: {
      watchPage: fromCallback<HomeSectionsEvent>(({ sendBack }) => {
        let stop = () => removeEventListener('load', loaded);
        function loaded() {
          sendBack({ type: 'page.loaded' });
          // Without requestIdleCallback (Safari) the next task stands in for idle time.
          const idle = () => sendBack({ type: 'page.idle' });
          if (typeof requestIdleCallback === 'function') {
            const id = requestIdleCallback(idle);
            stop = () => cancelIdleCallback(id);
          } else {
            const id = setTimeout(idle);
            stop = () => clearTimeout(id);
          }
        }
        if (document.readyState === 'complete') loaded();
        else addEventListener('load', loaded, { once: true });
        return () => stop();
      }),
    },
  });
