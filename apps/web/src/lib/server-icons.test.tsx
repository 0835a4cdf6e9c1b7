import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIconMarkup } from './server-icons';

// Props as the app gives its icons, and ones the kept markup must not serve (handlers, children).
const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'h-4 w-4', 'aria-hidden': true },
  { className: 'size-5 shrink-0 text-primary', strokeWidth: 1.5 },
  { 'aria-label': 'Close', size: 18, color: '#1d4ed8' },
  { className: 'h-3 w-3', absoluteStrokeWidth: true, 'data-x': 'a"b<c>&\'d' },
];

const icons = [
  ...new Set(Object.values(lucide).filter((value) => typeof value === 'object' && value !== null && 'render' in value)),
].filter((icon) => icon !== (lucide.Icon as unknown)) as unknown as lucide.LucideIcon[];

const renderAll = () => icons.flatMap((icon) => PROPS.map((props) => renderToString(createElement(icon, props))));

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('icons built once on the server', () => {
  it('render every lucide icon byte for byte as lucide does, the first time and when kept', () => {
    expect(icons.length).toBeGreaterThan(1000);
    const library = renderAll();
    undo = keepIconMarkup();
    expect(renderAll()).toEqual(library);
    // Now from the kept markup: lucide's own builder is not called again.
    const builder = lucide.Icon as unknown as { render: (...args: unknown[]) => unknown };
    const build = builder.render;
    let built = 0;
    builder.render = (...args) => {
      built++;
      return build(...args);
    };
    try {
      expect(renderAll()).toEqual(library);
    } finally {
      builder.render = build;
    }
    expect(built).toBe(0);
  });

  it('leave icons with children or handlers to lucide, and the undoing restores lucide', () => {
    const withChildren = createElement(lucide.MapPin, { className: 'h-4 w-4' }, createElement('title', null, 'Where'));
    const withHandler = createElement(lucide.X, { className: 'h-4 w-4', onClick: () => undefined });
    const before = [renderToString(withChildren), renderToString(withHandler)];
    expect(before[0]).toContain('<title>Where</title>');
    const renderOf = () => (lucide.MapPin as unknown as { render: unknown }).render;
    const own = renderOf();
    undo = keepIconMarkup();
    expect(renderOf()).not.toBe(own);
    expect([renderToString(withChildren), renderToString(withHandler)]).toEqual(before);
    // Patching again wraps nothing a second time, so its undoing undoes nothing.
    keepIconMarkup()();
    expect(renderOf()).not.toBe(own);
    // More sets of props than are kept: the ones past the cap are lucide's own render.
    const many = Array.from({ length: 40 }, (_, n) => createElement(lucide.Heart, { className: `h-${n}` }));
    const kept = many.map((icon) => renderToString(icon));
    undo();
    undo = null;
    expect(renderOf()).toBe(own);
    expect(many.map((icon) => renderToString(icon))).toEqual(kept);
  });
});
