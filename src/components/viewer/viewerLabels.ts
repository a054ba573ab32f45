import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The viewer's controls by viewerjs action name; viewerjs draws icons without names. */
export const viewerLabels: Readonly<Record<string, MessageDescriptor>> = {
  mix: msg`Close the picture`,
  'zoom-in': msg`Zoom in`,
  'zoom-out': msg`Zoom out`,
  'one-to-one': msg`Actual size`,
  reset: msg`Reset`,
  prev: msg`Previous picture`,
  play: msg`Full screen`,
  next: msg`Next picture`,
  'rotate-left': msg`Rotate left`,
  'rotate-right': msg`Rotate right`,
  'flip-horizontal': msg`Flip horizontally`,
  'flip-vertical': msg`Flip vertically`,
};
