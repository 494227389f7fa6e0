export default () => ({
  rest: {
    defaultLimit: 25,
    // The sitemap asks for every page at once (pagination[pageSize]=200, docs/contracts.md).
    maxLimit: 200,
    withCount: true,
    // Unknown query parameters answer 400 instead of being ignored.
    strictParams: true,
  },
});
