// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import { expectConsoleErrors } from '../../test/console';
import { cms } from '../../test/mocks/cms';
import {
  buildBlog,
  buildBlogListBlock,
  buildCalculatorBlock,
  buildContactBlock,
  buildHero,
  buildTestimonialsBlock,
  buildUnknownBlock,
} from '../../test/mocks/factories';
import { loadBlocks } from './block-data.server';

const reader = cmsReader(null);

describe('loadBlocks', () => {
  it("gives each block what it shows besides the page, in the page's language", async () => {
    cms.blogs.en = [buildBlog({ slug: 'guide', title: 'Streamer guide', locale: 'en' })];
    cms.blogs.es = [buildBlog({ slug: 'guide', title: 'Guía del streamer' })];
    const blocks = [
      buildHero({ showBanners: true }),
      buildTestimonialsBlock(),
      buildCalculatorBlock(),
      buildBlogListBlock({ limit: 6 }),
    ];
    const { blocks: loaded, complete } = await loadBlocks(reader, blocks, 'en');
    expect(complete).toBe(true);
    expect(loaded.map((item) => item.block)).toEqual(blocks);
    const [hero, testimonials, calculator, blogList] = loaded.map((item) => item.data);
    expect(hero).toEqual([]);
    expect(testimonials).toEqual([]);
    expect(calculator).toEqual(cms.calculatorSetting);
    expect(blogList).toMatchObject({ items: [{ post: { title: 'Streamer guide' } }] });
  });

  it('reads nothing for a hero without banners, a contact form or an unknown block', async () => {
    const blocks = [buildHero({ showBanners: false }), buildContactBlock(), buildUnknownBlock()];
    cms.down = true;
    const { blocks: loaded, complete } = await loadBlocks(reader, blocks, 'es');
    expect(complete).toBe(true);
    expect(loaded.map((item) => 'data' in item)).toEqual([true, false, false]);
    expect(loaded[0]?.data).toEqual([]);
  });

  it('leaves out the data of a block whose read failed, and says the answer is not whole', async () => {
    cms.failing.add('/api/testimonials');
    const logged = expectConsoleErrors();
    const blocks = [buildTestimonialsBlock(), buildCalculatorBlock()];
    const { blocks: loaded, complete } = await loadBlocks(reader, blocks, 'es');
    expect(complete).toBe(false);
    expect(loaded[0]?.data).toBeUndefined();
    expect(loaded[1]?.data).toEqual(cms.calculatorSetting);
    expect(String(logged.mock.calls[0]?.[0])).toContain('blocks.testimonials');
  });
});
