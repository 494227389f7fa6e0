// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import { expectConsoleErrors } from '../../test/console';
import { visitorContext } from '../../test/load-context';
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
import { keepBlocks, loadBlocks } from './block-data.server';

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

describe('keepBlocks', () => {
  it('sends a block the browser keeps as server HTML as its type and id only, on a document request', async () => {
    const blocks = [
      buildHero({ showBanners: false }),
      buildTestimonialsBlock(),
      buildUnknownBlock(),
    ];
    const { blocks: loaded } = await loadBlocks(reader, blocks, 'es');
    const kept = new Map<string, unknown>();
    const document = keepBlocks(visitorContext({ kept }), loaded);
    expect(document[0]).toBe(loaded[0]);
    expect(document[1]).toEqual({
      kept: 'block-1',
      component: 'blocks.testimonials',
      id: blocks[1]?.id,
    });
    expect(document[2]).toBe(loaded[2]);
    expect([...kept]).toEqual([['block-1', loaded[1]]]);
    // A client navigation renders every block: nothing is left out of its data.
    const navigation = keepBlocks(visitorContext(), loaded);
    expect(navigation).toEqual(loaded);
  });
});

describe('loadBlocks on what is not a CMS failure', () => {
  it('lets a bug in a read through (a 500 with its stack), not a block left empty', async () => {
    const broken = {
      ...reader,
      getCalculatorSetting: () => Promise.reject(new TypeError('setting.fields is undefined')),
    };
    await expect(loadBlocks(broken, [buildCalculatorBlock()], 'es')).rejects.toThrow(
      new TypeError('setting.fields is undefined'),
    );
  });

  it('finds no read for a block named like a property every object has', async () => {
    const blocks = ['constructor', 'toString', 'hasOwnProperty'].map((name) => ({
      ...buildUnknownBlock(),
      __component: name,
    })) as unknown as Parameters<typeof loadBlocks>[1];
    const { blocks: loaded, complete } = await loadBlocks(reader, blocks, 'es');
    expect(complete).toBe(true);
    expect(loaded.map((item) => 'data' in item)).toEqual([false, false, false]);
  });
});
