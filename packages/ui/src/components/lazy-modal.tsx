import { type ComponentType, Suspense, lazy, useState } from 'react';

/**
 * A modal whose code (Radix's dialog: focus trap, scroll lock, layers) loads when it first opens, so it is not part
 * of any page's first load. Once opened it stays mounted, so closing returns focus as Radix does.
 */
export function lazyModal<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  isOpen: (props: Props) => boolean,
) {
  const Modal = lazy(load);
  return function LazyModal(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
