import { Plus } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import {
  CUSTOM_DESCRIPTION_MAX_CHARS,
  CUSTOM_IMAGE_MAX,
  CUSTOM_TITLE_MAX_CHARS,
  CustomActivityInput,
} from '../../../../worker/contracts/catalogue';
import { CATEGORIES } from '../../../../worker/contracts/enums';
import {
  type CustomActivity,
  type CustomActivityForm,
  useCreateCustomActivity,
  useUpdateCustomActivity,
} from '../queries';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Checks a chosen image before upload; the server checks its bytes again. */
export function imageProblem(file: File | null) {
  if (!file) return null;
  if (file.size > CUSTOM_IMAGE_MAX) return 'Image must be smaller than 5MB';
  if (!IMAGE_TYPES.includes(file.type)) return 'Only JPG, PNG, and GIF images are supported';
  return null;
}

/** A counter that turns red near the limit: above 90 of 100 for titles, 450 of 500 for descriptions. */
export function Counter({
  length,
  max,
  warnAbove,
  id,
}: {
  length: number;
  max: number;
  warnAbove: number;
  id: string;
}) {
  return (
    <span
      id={id}
      className={cn('text-xs', length > warnAbove ? 'font-semibold text-destructive' : 'text-muted-foreground')}
    >
      {length}/{max}
    </span>
  );
}

type FormState = {
  title: string;
  description: string;
  categories: string[];
  imageUrl: string;
  privacy: 'public' | 'friends' | 'private';
  propose: boolean;
};

const initial = (activity?: CustomActivity): FormState => ({
  title: activity?.title ?? '',
  description: activity?.description ?? '',
  categories: activity?.categoryTags ?? [],
  // An outside image URL can be edited; our own stored image is kept, replaced or removed.
  imageUrl: activity?.imageUrl?.startsWith('https://') ? activity.imageUrl : '',
  privacy: activity?.privacy ?? 'public',
  propose: activity?.proposedForMainList ?? false,
});

/**
 * The create-your-own form. Given `activity`, it edits that activity instead: the same fields,
 * with its current image kept unless a new one is chosen or it is removed.
 */
export function CustomActivityDialog({
  open,
  onOpenChange,
  onCreated,
  activity,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onCreated?: (created: { activity: { id: string } }) => void;
  activity?: CustomActivity;
}) {
  const create = useCreateCustomActivity();
  const update = useUpdateCustomActivity(activity?.id ?? '');
  const save = activity ? update : create;
  const start = initial(activity);
  const [title, setTitle] = useState(start.title);
  const [description, setDescription] = useState(start.description);
  const [categories, setCategories] = useState<string[]>(start.categories);
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState(start.imageUrl);
  const [privacy, setPrivacy] = useState<'public' | 'friends' | 'private'>(start.privacy);
  const [propose, setPropose] = useState(start.propose);
  const [removeImage, setRemoveImage] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const storedImage = activity?.imageUrl && !activity.imageUrl.startsWith('https://') ? activity.imageUrl : null;

  const reset = () => {
    const next = initial(activity);
    setTitle(next.title);
    setDescription(next.description);
    setCategories(next.categories);
    setFile(null);
    setImageUrl(next.imageUrl);
    setPrivacy(next.privacy);
    setPropose(next.propose);
    setRemoveImage(false);
    setProblem(null);
    save.reset();
  };

  const submit = () => {
    const parsed = v.safeParse(CustomActivityInput, {
      title,
      description,
      categories,
      privacy,
      proposeForMainList: propose,
      imageUrl: file ? undefined : imageUrl.trim() || undefined,
    });
    const issue = parsed.success ? imageProblem(file) : parsed.issues[0].message;
    if (issue) return setProblem(issue);
    setProblem(null);
    const form: CustomActivityForm = {
      title,
      description,
      categories,
      privacy,
      proposeForMainList: propose ? 'true' : 'false',
      ...(file
        ? { image: file }
        : imageUrl.trim()
          ? { imageUrl: imageUrl.trim() }
          : activity && (removeImage || activity.imageUrl?.startsWith('https://'))
            ? { removeImage: 'true' as const }
            : {}),
    };
    if (activity) {
      update.mutate(form, { onSuccess: () => onOpenChange(false) });
      return;
    }
    create.mutate(form, {
      onSuccess: (created) => {
        reset();
        onOpenChange(false);
        onCreated?.(created);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{activity ? 'Edit activity' : 'Create your own activity'}</DialogTitle>
          <DialogDescription>
            {activity
              ? 'Changes to a proposed activity go back to our team for review.'
              : 'It goes straight onto your list. Propose it and our team may add it to the catalogue.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="custom-title">Title</Label>
              <Counter id="custom-title-count" length={title.length} max={100} warnAbove={90} />
            </div>
            <Input
              id="custom-title"
              value={title}
              maxLength={CUSTOM_TITLE_MAX_CHARS}
              aria-describedby="custom-title-count"
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="custom-description">Description</Label>
              <Counter id="custom-description-count" length={description.length} max={500} warnAbove={450} />
            </div>
            <Textarea
              id="custom-description"
              rows={4}
              value={description}
              maxLength={CUSTOM_DESCRIPTION_MAX_CHARS}
              aria-describedby="custom-description-count"
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Categories</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {CATEGORIES.map((c) => (
                <div key={c} className="flex items-center gap-2">
                  <Checkbox
                    id={`custom-cat-${c}`}
                    checked={categories.includes(c)}
                    onCheckedChange={(on) => setCategories((cs) => (on ? [...cs, c] : cs.filter((x) => x !== c)))}
                  />
                  <Label htmlFor={`custom-cat-${c}`} className="font-normal">
                    {c}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="custom-image">Image file (JPG, PNG or GIF, up to 5MB)</Label>
              <Input
                id="custom-image"
                type="file"
                accept="image/jpeg,image/png,image/gif"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="custom-image-url">Or image URL</Label>
              <Input
                id="custom-image-url"
                type="url"
                placeholder="https://"
                disabled={Boolean(file)}
                value={imageUrl}
                onChange={(e) => setImageUrl(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="custom-privacy">Privacy</Label>
              <NativeSelect
                id="custom-privacy"
                value={privacy}
                onChange={(e) => setPrivacy(e.target.value as typeof privacy)}
              >
                <option value="public">Public</option>
                <option value="friends">Friends</option>
                <option value="private">Private</option>
              </NativeSelect>
            </div>
            <div className="flex items-center gap-2 pt-6">
              <Checkbox id="custom-propose" checked={propose} onCheckedChange={(on) => setPropose(on === true)} />
              <Label htmlFor="custom-propose" className="font-normal">
                Propose for the main list
              </Label>
            </div>
          </div>
          {storedImage ? (
            <div className="flex items-center gap-3">
              <img src={storedImage} alt="" width={96} height={60} className="h-15 w-24 rounded-md object-cover" />
              <div className="flex items-center gap-2">
                <Checkbox
                  id="custom-remove-image"
                  checked={removeImage}
                  disabled={Boolean(file)}
                  onCheckedChange={(on) => setRemoveImage(on === true)}
                />
                <Label htmlFor="custom-remove-image" className="font-normal">
                  Remove the current image
                </Label>
              </div>
            </div>
          ) : null}
          {problem || save.isError ? (
            <Alert variant="destructive">
              {problem ??
                errorMessage(save.error, activity ? 'Failed to update activity' : 'Failed to create activity')}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            {activity ? (
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save changes'}
              </Button>
            ) : (
              <Button type="submit" disabled={create.isPending}>
                <Plus aria-hidden /> {create.isPending ? 'Creating...' : 'Create activity'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
