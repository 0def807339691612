/**
 * Types of the untyped modules ./rank.ts and ./worker.ts import: the part of lunr 2.3 they use
 * (a dependency of @easyops-cn/docusaurus-search-local), and the search plugin's generated options.
 */
declare module 'lunr' {
  namespace lunr {
    interface Token {
      toString(): string;
      metadata: Record<string, unknown>;
    }
    interface TokenConstructor {
      new (str: string, metadata?: Record<string, unknown>): Token;
    }
    interface QueryClause {
      presence?: number;
      wildcard?: number;
      editDistance?: number;
      boost?: number;
      usePipeline?: boolean;
    }
    interface Query {
      term(term: string, options?: QueryClause): Query;
    }
    /** Per index term, per field: the positions ([start, length]) of its matches. */
    type MatchMetadata = Record<string, Record<string, { position?: [number, number][] }>>;
    interface Result {
      ref: string;
      score: number;
      matchData: { metadata: MatchMetadata };
    }
    interface Index {
      query(build: (query: Query) => void): Result[];
    }
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
      add(doc: Record<string, unknown>): void;
    }
  }
  interface Lunr {
    (config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
    Index: { load(serialized: unknown): lunr.Index };
    Query: { presence: { OPTIONAL: number; REQUIRED: number }; wildcard: { NONE: number; TRAILING: number } };
    Token: lunr.TokenConstructor;
    stemmer(token: lunr.Token): lunr.Token;
    stopWordFilter(token: string): string | undefined;
  }
  const lunr: Lunr;
  export default lunr;
}

/** The options the search plugin writes at build time, as its worker reads them. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchIndexUrl: string;
  export const fuzzyMatchingDistance: number;
  export const language: string[];
}
