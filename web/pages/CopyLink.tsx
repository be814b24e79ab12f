// A share link with a copy button.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { toast } from '../ui/Toast';

export function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // A narrow field shows the link's end, where the table's code is, not just "https://…/t/".
  useEffect(() => {
    const el = inputRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [url]);
  const copy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (or no secure context): select the text so Ctrl+C works.
      input?.select();
      toast(t('share.copyManually'));
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div class="share">
      <label for="share-link">{t('share.label')}</label>
      <div class="share-row">
        <input
          id="share-link"
          ref={inputRef}
          readOnly
          value={url}
          data-testid="share-link"
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button type="button" class="btn btn-secondary" onClick={() => copy(inputRef.current)} aria-live="polite">
          {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
    </div>
  );
}
