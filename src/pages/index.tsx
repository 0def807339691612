import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeDemo from '@site/src/components/HomeDemo';
import styles from './index.module.css';

// This page stays free of graph code (no sigma, graphology or @react-sigma
// import): the live demo is a separate chunk, loaded when the reader starts it.

interface LayerProps {
  name: string;
  role: string;
  href: string;
  children: ReactNode;
}

const layers: readonly LayerProps[] = [
  {
    name: 'graphology',
    role: 'The data',
    href: 'https://graphology.github.io/',
    children:
      'A graph object holding nodes, edges and their attributes, with a standard library of algorithms: layouts, metrics, generators, parsers.',
  },
  {
    name: 'sigma.js',
    role: 'The rendering',
    href: 'https://www.sigmajs.org/',
    children: 'Draws the graph with WebGL, so thousands of nodes stay fluid, and handles the camera, the mouse and touch events.',
  },
  {
    name: 'react-sigma',
    role: 'The React layer',
    href: '/docs/start-introduction',
    children:
      'Creates sigma for you and re-creates it when its graph or settings change, shares it through context, and adds hooks, controls, search, a minimap and layouts.',
  },
];

interface DocLink {
  title: string;
  to: string;
  description: string;
}

const docLinks: readonly DocLink[] = [
  {
    title: 'Installation',
    to: '/docs/start-installation',
    description: 'The packages to install, their peer dependencies and compatible versions.',
  },
  {
    title: 'Examples',
    to: '/docs/example/load-graph',
    description: 'Loading data, events, drag and drop, layouts, controls, search and the minimap.',
  },
  {
    title: 'Playground',
    to: '/playground',
    description: 'Your own graph or a generated one, up to 100,000 edges: how it looks, how fluid it stays, and the code.',
  },
  {
    title: 'API reference',
    to: '/docs/api',
    description: 'Every component, hook and type, package by package.',
  },
  {
    title: 'FAQ',
    to: '/docs/faq',
    description: 'Container height, multi-graphs, Next.js, layouts that do not move and more.',
  },
];

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.heroInner)}>
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={128} height={128} />
        <div>
          <Heading as="h1" className={styles.title}>
            React Sigma
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/start-introduction">
              Get started
            </Link>
            <Link className={clsx('button button--lg', styles.secondaryButton)} to="/docs/example/load-graph">
              See the examples
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}

function Layers(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="layers-title">
      <div className="container">
        <Heading as="h2" id="layers-title">
          Three layers, one job each
        </Heading>
        <p className={styles.lead}>
          react-sigma does not draw anything itself. It connects two specialised libraries to React, so each part of your graph
          application lives where it belongs.
        </p>
        <ol className={styles.layers}>
          {layers.map((layer) => (
            <li key={layer.name} className={styles.layer}>
              <p className={styles.role}>{layer.role}</p>
              <Heading as="h3" className={styles.layerName}>
                <Link to={layer.href}>{layer.name}</Link>
              </Heading>
              <p>{layer.children}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function DocLinks(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.alt)} aria-labelledby="docs-title">
      <div className="container">
        <Heading as="h2" id="docs-title">
          Find your way in the docs
        </Heading>
        <ul className={styles.cards}>
          {docLinks.map((link) => (
            <li key={link.to}>
              <Link className={styles.card} to={link.to}>
                <span className={styles.cardTitle}>{link.title}</span>
                <span className={styles.cardText}>{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Interactive graphs in React" description={siteConfig.tagline}>
      <main>
        <Hero />
        <Layers />
        <HomeDemo />
        <DocLinks />
      </main>
    </Layout>
  );
}
