/**
 * The floor: the least a React 19 page can cost. The bench reports the app's
 * figures as ratios to this page's, so the budgets track what the app adds.
 */
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('bench/floor/index.html has no #root');
createRoot(container).render(<h1>React floor</h1>);
