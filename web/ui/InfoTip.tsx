// InfoTip: an info window for whatever it wraps. Opens on mouse hover, on keyboard focus (of the
// wrapper or anything inside it) and on a long press on touch screens; closes on leave, blur, Esc
// or a tap elsewhere. The tip is linked with aria-describedby and has role="tooltip".
//   <InfoTip tip={<>Kiesel 7 – noch bei Anna und Otto</>}><span class="pebble">7</span></InfoTip>
//   <InfoTip tip="…" focusable={false}><button …>7</button></InfoTip>   // child is already focusable
// Props: tip (content), focusable (wrapper gets tabIndex=0; default true), placement ('top' | 'bottom'),
// class, and `as` ('span' default, or 'div').
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface InfoTipProps {
  tip: ComponentChildren;
  children: ComponentChildren;
  focusable?: boolean;
  placement?: 'top' | 'bottom';
  class?: string;
  as?: 'span' | 'div';
}

const LONG_PRESS_MS = 450;

function focusVisible(target: EventTarget | null): boolean {
  try {
    return (target as Element).matches(':focus-visible');
  } catch {
    return true;
  }
}
let counter = 0;

export function InfoTip({ tip, children, focusable = true, placement = 'top', class: cls, as = 'span' }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  const [pos, setPos] = useState<{ left: number; top: number; below: boolean } | null>(null);
  const [placed, setPlaced] = useState(0);
  const id = useRef(`tip-${++counter}`).current;
  const wrap = useRef<HTMLElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const pressTimer = useRef<number | undefined>(undefined);
  const longPressed = useRef(false);

  // Place the tip above (or below) the wrapper, kept inside the viewport.
  useLayoutEffect(() => {
    if (!open || !wrap.current || !tipRef.current) return;
    const r = wrap.current.getBoundingClientRect();
    const tr = tipRef.current.getBoundingClientRect();
    const margin = 6;
    let below = placement === 'bottom';
    if (!below && r.top - tr.height - margin < 0) below = true;
    if (below && r.bottom + tr.height + margin > window.innerHeight && r.top - tr.height - margin >= 0) below = false;
    const top = below ? r.bottom + margin : r.top - tr.height - margin;
    const left = Math.min(Math.max(margin, r.left + r.width / 2 - tr.width / 2), window.innerWidth - tr.width - margin);
    setPos({ left, top, below });
  }, [open, tip, placed]);

  // While open: Esc, scrolling, or a touch/click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        e.stopPropagation();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    // A scroll that moves the wrapper re-places the tip, and closes it once the wrapper left the
    // screen. (Closing on every scroll lost tips to the page's own scroll-into-view and to the
    // game log scrolling itself as computers move.)
    const onScroll = () => {
      const r = wrap.current?.getBoundingClientRect();
      if (!r || r.bottom < 0 || r.top > window.innerHeight) setOpen(false);
      else setPlaced((n) => n + 1);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  const clearPress = () => {
    if (pressTimer.current !== undefined) window.clearTimeout(pressTimer.current);
    pressTimer.current = undefined;
  };

  const Tag = as;
  return (
    <Tag
      ref={wrap as never}
      class={`infotip ${cls ?? ''}`}
      tabIndex={focusable ? 0 : undefined}
      aria-describedby={id}
      // Hover only for real mice: touch fires compatibility pointer/mouse events on every tap.
      onPointerEnter={(e: PointerEvent) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e: PointerEvent) => e.pointerType === 'mouse' && setOpen(false)}
      // Keyboard focus only: a tap or click also focuses, but does not match :focus-visible.
      onFocusIn={(e: FocusEvent) => focusVisible(e.target) && setOpen(true)}
      onFocusOut={(e: FocusEvent) => {
        if (!wrap.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      onPointerDown={(e: PointerEvent) => {
        if (e.pointerType !== 'touch') return;
        longPressed.current = false;
        clearPress();
        pressTimer.current = window.setTimeout(() => {
          longPressed.current = true;
          setOpen(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={clearPress}
      onPointerCancel={clearPress}
      onPointerMove={(e: PointerEvent) => {
        if (e.pointerType === 'touch' && (Math.abs(e.movementX) > 8 || Math.abs(e.movementY) > 8)) clearPress();
      }}
      // After a long press the tap must not also act (e.g. play the pebble), nor open a context menu.
      onClickCapture={(e: MouseEvent) => {
        if (longPressed.current) {
          e.preventDefault();
          e.stopPropagation();
          longPressed.current = false;
        }
      }}
      onContextMenu={(e: MouseEvent) => {
        if (longPressed.current || pressTimer.current !== undefined) e.preventDefault();
      }}
    >
      {children}
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        class={`infotip-window ${pos?.below ? 'below' : 'above'}`}
        hidden={!open}
        style={open && pos ? { left: `${pos.left}px`, top: `${pos.top}px` } : open ? { left: '0px', top: '0px', visibility: 'hidden' } : undefined}
      >
        {tip}
      </span>
    </Tag>
  );
}
