import { lazyPart } from '../common/lazy-page';
import { withContentCatalog } from './content-catalog';

/** The help center's feedback panel, with its code and messages fetched when the help page shows it. */
export const LazyFeedbackPanel = lazyPart(withContentCatalog(() => import('./feedback-panel').then((m) => m.FeedbackPanel)), <></>);
