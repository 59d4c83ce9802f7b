// lucide-react's icons, drawn by a lean component factory: in the production builds (browser and
// server), every icon module's import of '../createLucideIcon.mjs' is pointed here by a build
// plugin (scripts/lean-lucide-icons.mjs); the dev server and the unit tests keep lucide's own.
// lucide's component rebuilds an icon's attributes on every render (object spreads, a reduce,
// class names merged through a Set, a context read): about 1.2 ms per icon under the phone's 4x
// slowdown, for the 30-odd icons of the storefront's first screen, while the page hydrates.
// Here an icon's shapes are made once, when its module loads, and a render makes the one <svg>
// element. The markup is lucide's, attribute for attribute: tests/contract/lean-lucide-icon.test.ts
// renders every lucide icon through both. All of lucide's props are taken as lucide takes them
// (className, an accessible name, size, color, strokeWidth, absoluteStrokeWidth, nonScalingStroke,
// children, other SVG attributes), but not its context provider (LucideProvider), which this app
// does not use.
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type Shape = [tag: string, attributes: Record<string, string | number>];

/** What an icon module of lucide-react 1.x passes to createLucideIcon. */
type IconData = { name?: string; size?: number; node: Shape[]; aliases?: readonly unknown[] };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** lucide's test for an accessible name: with one, the icon is not hidden from screen readers. */
function namesItself(props: Record<string, unknown>): boolean {
  for (const key in props)
    if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null) return true;
  return false;
}

/** Class names in order, each once (lucide's mergeClasses, which skips what is not a string). */
function joinClasses(base: readonly string[], extra: unknown): string {
  const tokens = new Set(base);
  if (typeof extra === 'string') for (const token of extra.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** 'circle-check' -> 'CircleCheck': the name React's tools and error stacks show (lucide's too). */
const componentName = (name: string) =>
  name.replace(/(^|[-_\s]+)(\w)/g, (_match, _gap, letter: string) => letter.toUpperCase());

export default function createLucideIcon(data: IconData) {
  const box = data.size ?? DEFAULT_SIZE;
  const aliasClasses = (data.aliases ?? [])
    .filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '')
    .map((alias) => `lucide-${alias}`);
  const baseClasses = ['lucide', ...(data.name ? [`lucide-${data.name}`] : []), ...aliasClasses];
  const baseClassName = joinClasses(baseClasses, '');
  const viewBox = `0 0 ${box} ${box}`;
  const shapes = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  let nonScalingShapes: ReturnType<typeof createElement>[] | undefined;
  // The shapes with vector-effect, made on the first icon that asks for them.
  const shapesFor = (nonScalingStroke: boolean | undefined) => {
    if (!nonScalingStroke) return shapes;
    nonScalingShapes ??= data.node.map(([tag, attributes]) =>
      createElement(tag, { vectorEffect: 'non-scaling-stroke', ...attributes }),
    );
    return nonScalingShapes;
  };

  // Made once per icon, when the icon's module loads (as lucide's factory does), never in a render.
  // biome-ignore lint/correctness/noComponentHookFactories: a component factory called at module load
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const stroke = strokeWidth ?? DEFAULT_STROKE_WIDTH;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? DEFAULT_SIZE,
        height: height ?? size ?? DEFAULT_SIZE,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(stroke) * box) / Number(width ?? size ?? DEFAULT_SIZE)
          : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? joinClasses(baseClasses, className) : baseClassName,
        ...(children || namesItself(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...shapesFor(nonScalingStroke),
      ...(Array.isArray(children) ? children : [children]),
    );
  });
  if (data.name) Icon.displayName = componentName(data.name);
  return Icon;
}
