import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Interactive graphs in React" description={siteConfig.tagline}>
      <header className="hero">
        <div className="container">
          <Heading as="h1">{siteConfig.title}</Heading>
          <p>{siteConfig.tagline}</p>
          <Link className="button button--primary button--lg" to="/docs/start-introduction">
            Get started
          </Link>
        </div>
      </header>
    </Layout>
  );
}
