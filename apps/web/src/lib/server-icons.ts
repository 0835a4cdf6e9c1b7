import * as lucide from 'lucide-react';
import { createElement, type ReactElement } from 'react';

// Icons built once per server process (docs/decisions/0068-icons-built-once-on-the-server.md).
// lucide-react's icon builds its <svg> anew on every render: its attributes through object spreads,
// a class list through a Set and a regular expression, and one React element per path. Its part
// alone was 4.5% of the CPU of a listing page rendered on the server. On the server an icon given
// the same props always renders the same markup, so each icon with each set of props is built
// once, through lucide itself, and later renders give React its <svg> with the paths as ready
// markup. The browser renders the library's own components: the markup it hydrates is byte for
// byte what lucide renders (server-icons.test.tsx checks every icon).

type Props = Record<string, unknown>;
type Render = (props: Props, ref: unknown) => ReactElement<Props>;
type ForwardRef = { $$typeof: symbol; render: Render };

const FORWARD_REF = Symbol.for('react.forward_ref');
const isForwardRef = (value: unknown): value is ForwardRef =>
  typeof value === 'object' && value !== null && (value as ForwardRef).$$typeof === FORWARD_REF;

// An app renders each icon with a handful of class names; a cap keeps a dynamic one from growing the map.
const KEPT_PER_ICON = 32;

/** The props as a key, or null when any is not plain text, a number or a flag (a handler, children). */
function keyOf(props: Props): string | null {
  let key = '';
  for (const name in props) {
    const value = props[name];
    if (value === undefined) continue;
    if (name === 'children' || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return null;
    key += `${name}\u0000${typeof value}\u0000${value}\u0001`;
  }
  return key;
}

// As React escapes attribute values (react-dom's escapeTextForBrowser).
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c] as string);

/**
 * One of lucide's path elements as React would render it, or null for anything this does not
 * mirror exactly (an attribute name React maps, a value that is not text or a number).
 */
function pathMarkup(node: unknown): string | null {
  if (node === undefined || node === null || node === false) return '';
  const element = node as ReactElement<Props>;
  if (typeof element.type !== 'string' || !/^[a-z]+$/.test(element.type)) return null;
  let markup = `<${element.type}`;
  for (const [name, value] of Object.entries(element.props)) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || (typeof value !== 'string' && typeof value !== 'number')) return null;
    markup += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return `${markup}></${element.type}>`;
}

/** lucide's own <svg> for these props: its attributes, and its paths as markup (null: render it as lucide does). */
function buildSvg(original: Render, props: Props): Props | null {
  const icon = original(props, null);
  if (!isForwardRef(icon.type)) return null;
  const { ref: _ref, ...iconProps } = icon.props;
  // Inside this render, as lucide's own would be: it reads its context (the app sets none).
  const svg = icon.type.render(iconProps, null);
  const { children, ref: _svgRef, ...attributes } = svg.props;
  const paths = (Array.isArray(children) ? children : [children]).map(pathMarkup);
  if (svg.type !== 'svg' || paths.includes(null)) return null;
  return { ...attributes, dangerouslySetInnerHTML: { __html: paths.join('') } };
}

/** Each patched icon's own render. */
const originals = new WeakMap<ForwardRef, Render>();

function keptRender(original: Render): Render {
  const kept = new Map<string, Props | null>();
  return (props, ref) => {
    const key = keyOf(props);
    if (key === null) return original(props, ref);
    let svg = kept.get(key);
    if (svg === undefined) {
      // Past the cap, props not seen yet are lucide's to render, as without any of this.
      if (kept.size >= KEPT_PER_ICON) return original(props, ref);
      svg = buildSvg(original, props);
      kept.set(key, svg);
    }
    return svg ? createElement<Props>('svg', svg) : original(props, ref);
  };
}

/**
 * Makes every lucide icon in this process render from markup built once per set of props.
 * Server only: the browser's bundle must not carry every icon. Returns the undoing (tests).
 */
export function keepIconMarkup(): () => void {
  const patched: ForwardRef[] = [];
  for (const value of Object.values(lucide)) {
    // An icon is exported under three names (MapPin, MapPinIcon, LucideMapPin): one object.
    if (!isForwardRef(value) || originals.has(value) || value === (lucide.Icon as unknown)) continue;
    originals.set(value, value.render);
    value.render = keptRender(value.render);
    patched.push(value);
  }
  return () => {
    for (const icon of patched) {
      icon.render = originals.get(icon) as Render;
      originals.delete(icon);
    }
  };
}
