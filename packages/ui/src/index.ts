// The design system's public surface. The package is shared as one federated singleton, so the shell and
// every remote load it once, whole, on every first visit; import from '@wishlist/ui', never from its files. A
// component only one screen loaded on demand uses has an entry of its own instead ('@wishlist/ui/accordion': the FAQ),
// bundled into that screen's chunk and built from this surface.
export { theme, GlobalStyle } from './theme.ts';
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './components/Button.tsx';
export { IconButton, IconLink } from './components/IconButton.tsx';
export { Input, TextArea, Select, type InputProps } from './components/Field.tsx';
export { Text, Heading, Notice, type TextProps } from './components/Text.tsx';
export { Card, CardTitle } from './components/Card.tsx';
export { Badge, type BadgeTone } from './components/Badge.tsx';
export { Avatar, initials } from './components/Avatar.tsx';
export { Dialog } from './components/Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog.tsx';
export { PhotoViewer, type ViewedPhoto } from './components/PhotoViewer.tsx';
export {
  Toaster,
  toast,
  dismissToast,
  holdToasts,
  keepClearOfToasts,
  TOAST_DURATION_MS,
  type ToastOptions,
} from './components/Toast.tsx';
export { announce, prepareAnnouncements, type Politeness } from './components/announce.ts';
export { BottomNav, type BottomNavItem } from './components/BottomNav.tsx';
export { LoadingState, EmptyState, type EmptyStateProps } from './components/States.tsx';
export { ScreenHeader } from './components/ScreenHeader.tsx';
export { ProgressBar } from './components/ProgressBar.tsx';
export { Chip, ChipList } from './components/Chip.tsx';
export * from './components/icons.tsx';
export { QueryState, type QuerySource, type QueryStateProps } from './components/QueryState.tsx';
export { Stack, FormStack, ListStack, ScreenBody, type StackGap } from './components/Stack.tsx';
export { UpgradePrompt, UpgradeDialog, type UpgradePromptProps } from './components/UpgradePrompt.tsx';
export { Switch, type SwitchProps } from './components/Switch.tsx';
export { Slider } from './components/Slider.tsx';
