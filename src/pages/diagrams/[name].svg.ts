import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DiagramMode } from '../../components/diagrams/Diagram.tsx';
import { diagramFiles } from '../../components/diagrams/files.tsx';

/** Standalone SVG files of the below-the-fold diagrams, drawn by the same components as inline ones. */
export const getStaticPaths = (() =>
  diagramFiles.map((diagram) => {
    const svg = renderToStaticMarkup(createElement(DiagramMode.Provider, { value: 'file' }, diagram));
    const name = /<title id="([^"]+)-title"/.exec(svg)?.[1];
    if (!name) throw new Error(`A diagram file must be a Diagram with an id: ${svg.slice(0, 80)}`);
    return { params: { name }, props: { svg } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
