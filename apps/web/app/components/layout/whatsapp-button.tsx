import { SocialIcon } from '~/components/ui/social-icon';
import { useT } from '~/i18n/use-t';

/** `https://wa.me/<digits>?text=<encoded message>` (docs/product.md §7). */
function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** Floating chat link; its tooltip shows on hover and on keyboard focus. */
export function WhatsAppButton({ number, message }: { number: string; message: string }) {
  const t = useT();
  if (!number) return null;
  return (
    <a
      href={whatsappHref(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      className="group fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-xl shadow-black/25 transition hover:scale-105 focus-visible:scale-105"
    >
      <SocialIcon network="whatsapp" className="size-7" />
      <span
        role="tooltip"
        className="pointer-events-none absolute right-full me-3 whitespace-nowrap rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {t('chat.tooltip')}
      </span>
    </a>
  );
}
