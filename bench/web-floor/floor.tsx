/**
 * The floor of `npm run bench:web` (bench/web.ts): the least a page of this app can cost on the machine it runs
 * on. React, the router and antd, the app's providers, fonts and styles, one antd table of 20 rows and a button;
 * no API call, no lazy chunk. bench/web.ts builds it with the app's own Vite configuration (same plugins, same
 * chunking, brotli), puts it under the app's build at /bench-floor/, and opens it in the same server and browser as
 * the routes, the same way: a first visit (new context, empty cache) and a move (the router to its other page).
 */
import '../../apps/web/src/fonts.css';
import '../../apps/web/src/styles.css';
import { Button, Table } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, useNavigate, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../apps/web/src/app/AppProviders.tsx';

const rows = Array.from({ length: 20 }, (_, i) => ({
  key: i,
  name: `Employee ${i + 1}`,
  department: `Department ${(i % 5) + 1}`,
  joined: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
  salary: (1000 + i * 37.5).toFixed(2),
}));

const columns = [
  {
    title: 'Name',
    dataIndex: 'name',
    sorter: (a: (typeof rows)[number], b: (typeof rows)[number]) => a.key - b.key,
  },
  { title: 'Department', dataIndex: 'department' },
  { title: 'Joined', dataIndex: 'joined' },
  { title: 'Salary', dataIndex: 'salary', align: 'end' as const },
];

/** Two pages of the same shape (the bench's move goes from one to the other), each drawn anew. */
function FloorPage() {
  const { page = 'one' } = useParams();
  const navigate = useNavigate();
  return (
    <main>
      <div className="app-page">
        <div key={page}>
          <Button type="primary" onClick={() => void navigate(page === 'two' ? '/one' : '/two')}>
            Next
          </Button>
          <Table dataSource={rows} columns={columns} pagination={false} size="small" />
        </div>
      </div>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/:page?', element: <FloorPage /> }], {
  basename: '/bench-floor',
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
