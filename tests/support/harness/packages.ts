/**
 * The installed packages, bundled for a blank page (package-behaviour.spec.ts), so a browser test
 * can check what the docs say they do: with a real DOM, real effects and real WebGL, without any
 * page of the site around them.
 */
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import Graph from 'graphology';
import Sigma from 'sigma';
import * as rendering from 'sigma/rendering';
import * as core from '@react-sigma/core';
import * as graphSearch from '@react-sigma/graph-search';
import * as layoutCircular from '@react-sigma/layout-circular';
import * as layoutForce from '@react-sigma/layout-force';
import * as minimap from '@react-sigma/minimap';
import * as piechart from '@sigma/node-piechart';

export const harness = {
  createElement,
  useEffect,
  useState,
  createRoot,
  Graph,
  Sigma,
  rendering,
  core,
  graphSearch,
  layoutCircular,
  layoutForce,
  minimap,
  piechart,
};
export type Harness = typeof harness;
export type { ReactNode };

declare global {
  interface Window {
    harness: Harness;
  }
}

window.harness = harness;
