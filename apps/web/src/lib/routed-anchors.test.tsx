// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isActivePath, useRoutedAnchors } from './routed-anchors';

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

function List() {
  const routeClick = useRoutedAnchors();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: as in the app, the anchors are the controls
    <ul onClick={routeClick}>
      <li>
        <a href="/practice?tab=tests">Practice</a>
      </li>
      <li>
        <a href="/notes" target="_blank" rel="noreferrer">
          New tab
        </a>
      </li>
      <li>
        <a href="/api/file.pdf" download>
          Download
        </a>
      </li>
      <li>
        <a href="https://example.org/elsewhere">Elsewhere</a>
      </li>
    </ul>
  );
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <List />
      <Where />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('a list of routed anchors', () => {
  it('routes a plain click on an in-app anchor, keeping its query', () => {
    renderList();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Practice' }));
    expect(click).toBe(false); // the default (a full page load) was prevented
    expect(screen.getByRole('status').textContent).toBe('/practice?tab=tests');
  });

  it('leaves a modified click, a new tab, a download and another site to the browser', () => {
    renderList();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Practice' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/dashboard');
  });
});

describe('isActivePath', () => {
  it('is the page or a folder the page is in, as NavLink decides', () => {
    expect(isActivePath('/practice', '/practice')).toBe(true);
    expect(isActivePath('/practice', '/Practice/tests')).toBe(true);
    expect(isActivePath('/practice', '/practices')).toBe(false);
    expect(isActivePath('/', '/dashboard')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
