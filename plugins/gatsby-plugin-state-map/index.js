// A Gatsby plugin needs an entry file; everything happens in gatsby-node.ts.
