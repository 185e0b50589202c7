/** An ad panel's form values, and the request bodies made from them (only what changed, for an edit). */
import { type AdInput, type AdminAd, type AdUpdateInput } from '../../../../shared/admin-schemas';
import { dayEndIso, dayStartIso, defaultEndIso, toDayInput } from './ad-dates';
import { type AdType, type AdPosition } from './ad-labels';

export type FormValues = {
  title: string;
  content: string;
  type: AdType;
  position: AdPosition;
  start: string;
  end: string;
};
export type FieldErrors = Partial<Record<'title' | 'content' | 'start' | 'end', string>>;

export function initialValues(ad: AdminAd | null): FormValues {
  if (!ad) return { title: '', content: '', type: 'text', position: 'top', start: '', end: '' };
  return {
    title: ad.title,
    content: ad.content,
    type: ad.type,
    position: ad.position,
    start: toDayInput(ad.startDate),
    end: toDayInput(ad.endDate),
  };
}

export function createBody(values: FormValues): AdInput {
  const startDate = dayStartIso(values.start);
  const endDate = dayEndIso(values.end);
  return {
    title: values.title,
    content: values.content,
    type: values.type,
    position: values.position,
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/** Only what changed: a date left as it was keeps its exact time. */
export function updateBody(ad: AdminAd, initial: FormValues, values: FormValues): AdUpdateInput {
  const changes: AdUpdateInput = {};
  if (values.title !== initial.title) changes.title = values.title;
  if (values.content !== initial.content) changes.content = values.content;
  if (values.type !== initial.type) changes.type = values.type;
  if (values.position !== initial.position) changes.position = values.position;
  if (values.start !== initial.start) changes.startDate = dayStartIso(values.start) ?? new Date().toISOString();
  if (values.end !== initial.end) changes.endDate = dayEndIso(values.end) ?? defaultEndIso(ad.createdAt);
  return changes;
}
