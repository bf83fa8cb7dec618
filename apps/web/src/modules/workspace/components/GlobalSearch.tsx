import { SearchOutlined } from '@ant-design/icons';
import { type SearchResultDto, SearchResultKind, SearchResultKinds, searchTextBounds } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, type InputRef, Modal, Spin, Tag, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getLanguage } from '../../../app/language.ts';
import { useVisibleMenu } from '../../../app/layouts/useVisibleMenu.ts';
import type { VisibleMenuNode } from '../../../app/menu/build-menu.ts';
import { menuRoutes } from '../../../app/modules.ts';
import { employeePaths } from '../../employees/public.ts';
import { contractPaths } from '../../employment/public.ts';
import { payrollPaths } from '../../payroll/public.ts';
import { workspaceApi } from '../api/workspace.api.ts';

/** One line of the results: a screen of the menu or a record the server found. */
interface ResultLine {
  key: string;
  group: string;
  title: string;
  subtitle: string | null;
  path: string;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Where a record found opens: its own page, or the list that shows it. */
function pathOf(r: SearchResultDto): string | undefined {
  switch (r.kind) {
    case SearchResultKind.Employee:
      return employeePaths.profile(r.id);
    case SearchResultKind.Contract:
      return contractPaths.update(r.id);
    case SearchResultKind.Payslip:
      return payrollPaths.payslip(r.id);
    case SearchResultKind.Department:
      return menuRoutes.get('hr.departments');
    case SearchResultKind.JobTitle:
      return menuRoutes.get('hr.job-titles');
    default:
      return undefined;
  }
}

/** The menu's entries the user sees, with their groups' names: the screens a search may open. */
function screensOf(nodes: readonly VisibleMenuNode[], t: (key: string) => string, parents: string[] = []) {
  const out: Array<{ key: string; title: string; trail: string; path: string }> = [];
  for (const node of nodes) {
    const label = t(node.label);
    if (node.path) out.push({ key: node.key, title: label, trail: parents.join(' › '), path: node.path });
    if (node.children) out.push(...screensOf(node.children, t, [...parents, label]));
  }
  return out;
}

/** Lower case, Arabic letter forms folded (أ إ آ → ا, ة → ه, ى → ي) and diacritics dropped: for screens. */
const fold = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');

/**
 * The top bar's search (Ctrl+K, ⌘K on a Mac): the screens of the menu the user sees (found here, in the
 * user's language) and the records the server finds for them (employees, departments, job titles, contracts,
 * payslips: only kinds whose page they may open). Arrows move, Enter opens, Escape closes.
 */
export function GlobalSearch() {
  const { t } = useTranslation('workspace');
  // The menu's labels are the menu's keys (module entries name their namespace).
  const { t: menuText } = useTranslation('menu');
  const language = getLanguage();
  const navigate = useNavigate();
  const menu = useVisibleMenu();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);

  const searchable = debounced.length >= searchTextBounds.min;
  const found = useQuery({
    queryKey: workspaceApi.keys.search(debounced),
    queryFn: ({ signal }) => workspaceApi.search(debounced, signal),
    enabled: open && searchable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const screens = useMemo(() => screensOf(menu, (k) => menuText(k)), [menu, menuText]);
  const lines: ResultLine[] = useMemo(() => {
    const query = fold(text.trim());
    if (!query) return [];
    const screenLines = screens
      .filter((s) => fold(s.title).includes(query) || fold(s.trail).includes(query))
      .slice(0, 6)
      .map((s) => ({
        key: `screen:${s.key}`,
        group: t('Screens'),
        title: s.title,
        subtitle: s.trail || null,
        path: s.path,
      }));
    const records = searchable
      ? (found.data?.items ?? []).flatMap((r) => {
          const path = pathOf(r);
          return path
            ? [
                {
                  key: `${r.kind}:${r.id}`,
                  group: SearchResultKinds.label(r.kind, language),
                  title: r.title,
                  subtitle: r.subtitle,
                  path,
                },
              ]
            : [];
        })
      : [];
    return [...screenLines, ...records];
  }, [text, screens, found.data, searchable, language, t]);

  const close = () => {
    setOpen(false);
    setText('');
    setDebounced('');
  };
  const go = (line: ResultLine | undefined) => {
    if (!line) return;
    close();
    navigate(line.path);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, lines.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(lines[active]);
    }
  };

  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`${t('Search')} (${shortcut})`}
        title={`${t('Search')} (${shortcut})`}
        data-testid="global-search-button"
      />
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
        width={640}
        afterOpenChange={(visible) => visible && input.current?.focus()}
        title={null}
        styles={{ body: { padding: 0 } }}
      >
        <div data-testid="global-search">
          <Input
            ref={input}
            size="large"
            autoFocus
            variant="borderless"
            prefix={<SearchOutlined />}
            placeholder={t('SearchPlaceholder')}
            aria-label={t('Search')}
            value={text}
            maxLength={searchTextBounds.max}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded={lines.length > 0}
            aria-controls="global-search-results"
            aria-activedescendant={lines[active] ? `global-search-${active}` : undefined}
            data-testid="global-search-input"
          />
          <div style={{ maxHeight: 420, overflowY: 'auto', borderTop: '1px solid rgba(5,5,5,0.06)' }}>
            {text.trim() && lines.length === 0 ? (
              found.isFetching ? (
                <div style={{ padding: 24, textAlign: 'center' }}>
                  <Spin />
                </div>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    text.trim().length < searchTextBounds.min
                      ? t('TypeMore', { count: searchTextBounds.min })
                      : t('NothingFound')
                  }
                />
              )
            ) : (
              <div
                id="global-search-results"
                role="listbox"
                aria-label={t('Results')}
                className="global-search-results"
              >
                {lines.map((line, i) => (
                  <div
                    key={line.key}
                    tabIndex={-1}
                    onKeyDown={(e) => e.key === 'Enter' && go(line)}
                    id={`global-search-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? 'global-search-line active' : 'global-search-line'}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(line)}
                    data-testid="global-search-result"
                  >
                    <Tag>{line.group}</Tag>
                    <Typography.Text strong>{line.title}</Typography.Text>
                    {line.subtitle && (
                      <Typography.Text type="secondary">
                        {' '}
                        <bdi>{line.subtitle}</bdi>
                      </Typography.Text>
                    )}
                  </div>
                ))}
              </div>
            )}
          </div>
          <Typography.Text type="secondary" style={{ display: 'block', padding: '6px 12px', fontSize: 12 }}>
            {t('Hint', { shortcut })}
          </Typography.Text>
        </div>
      </Modal>
    </>
  );
}
