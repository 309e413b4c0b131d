import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardFilters } from '@/features/analytics/dashboard-filters';
import type { Overview, SearchRow, TableState } from '@/features/analytics/queries';
import { SearchesTable } from '@/features/analytics/searches-table';
import { SummaryCards } from '@/features/analytics/summary-cards';

const row = (over: Partial<SearchRow>): SearchRow =>
  ({
    id: 'e1',
    createdAt: '2026-11-20T10:30:00.000Z',
    query: 'kayak',
    resultsCount: 12,
    searchTimeMs: 4.5,
    filtersUsed: { category: 'Outdoor' },
    sessionId: 'abcd1234',
    isStaff: false,
    isBot: false,
    clickedActivityId: null,
    ...over,
  }) as SearchRow;

const state: TableState = { sort: 'created_at', dir: 'desc', page: 1, pageSize: 20 };

describe('searches table', () => {
  it('shows the fallbacks for an empty query, no filters, no session and a bad date', () => {
    render(
      <SearchesTable
        rows={[row({ id: 'e2', query: '', filtersUsed: {}, sessionId: null, createdAt: 'not a date' })]}
        total={1}
        state={state}
        onChange={() => undefined}
        busy={false}
      />,
    );
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Unknown date', 'Empty query', '12', '4.5', 'No filters', 'N/A']);
  });

  it('marks staff, bot and opened results, and writes filters as text', () => {
    render(
      <SearchesTable
        rows={[row({ isStaff: true, isBot: true, clickedActivityId: 42 })]}
        total={1}
        state={state}
        onChange={() => undefined}
        busy={false}
      />,
    );
    expect(screen.getByText('(staff)')).toBeInTheDocument();
    expect(screen.getByText('(bot)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'opened #42' })).toHaveAttribute('href', '/activity/42');
    expect(screen.getByRole('cell', { name: 'category: Outdoor' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'abcd1234' })).toBeInTheDocument();
  });

  it('sorts a new column descending first, flips it on a second click and goes back to page 1', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchesTable rows={[row({})]} total={45} state={{ ...state, page: 2 }} onChange={onChange} busy={false} />,
    );
    expect(screen.getByRole('columnheader', { name: /Date\/Time/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Results' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...state, sort: 'results_count', dir: 'desc', page: 1 });
    rerender(
      <SearchesTable
        rows={[row({})]}
        total={45}
        state={{ ...state, sort: 'results_count' }}
        onChange={onChange}
        busy={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Results' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...state, sort: 'results_count', dir: 'asc', page: 1 });
  });

  it('pages with Previous and Next and offers 10, 20, 50 and 100 rows', () => {
    const onChange = vi.fn();
    render(<SearchesTable rows={[row({})]} total={45} state={state} onChange={onChange} busy={false} />);
    expect(screen.getByText('Page 1 of 3 · 45 searches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...state, page: 2 });
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    fireEvent.change(size, { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...state, pageSize: 50 });
  });
});

describe('summary cards', () => {
  const summary: Overview['summary'] = {
    totalSearches: 0,
    uniqueQueries: 0,
    zeroResults: 0,
    zeroResultsPercent: null,
    avgResults: 0,
    avgSearchTimeMs: 0,
    clicks: 0,
    clickThroughPercent: null,
  };
  it("says 'No searches yet' and N/A click-through for an empty period", () => {
    render(<SummaryCards summary={summary} />);
    expect(screen.getByText('No searches yet')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
  it('gives the zero-result share, unique queries and click-through', () => {
    render(
      <SummaryCards
        summary={{
          ...summary,
          totalSearches: 1200,
          uniqueQueries: 1,
          zeroResults: 60,
          zeroResultsPercent: 5,
          clicks: 300,
          clickThroughPercent: 25,
        }}
      />,
    );
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('1 unique query')).toBeInTheDocument();
    expect(screen.getByText('5% of searches')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
  });
});

describe('dashboard filters', () => {
  const value = { start: '2026-11-01', end: '2026-11-30', q: 'kayak', includeStaff: false };
  it('refuses a missing date or a start after the end and applies nothing', () => {
    const onApply = vi.fn();
    render(<DashboardFilters value={value} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a start and an end date');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-01' } });
    // The date fields' min and max stop this in the browser; the check behind them still holds.
    fireEvent.submit(screen.getByRole('form', { name: 'Analytics filters' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    expect(onApply).not.toHaveBeenCalled();
  });
  it('applies the trimmed query, clears it, and applies the staff toggle at once', () => {
    const onApply = vi.fn();
    render(<DashboardFilters value={value} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Filter by query'), { target: { value: '  surf  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, q: 'surf' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, q: '' });
    expect(screen.getByLabelText('Filter by query')).toHaveValue('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include staff and bots' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, q: '', includeStaff: true });
  });
});
