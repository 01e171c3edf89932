import type { Profile } from '@plotline/contract/auth';
import {
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from '@plotline/contract/rules';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useProfileRules } from '../hooks/use-profile-rules.ts';
import {
  BIRTHDAY_FORMAT,
  EXTRA_INFORMATION_MAX_LENGTH,
  isImpossibleBirthday,
  type ProfileFormValues,
  toProfileFormValues,
  toUpdateProfileBody,
} from '../utils/profile-form-values.ts';

const FIELD_NAMES = [
  'last_name',
  'first_name',
  'patronymic',
  'email',
  'contact_telephone',
  'birthday',
  'extra_information',
] as const;

type ProfileFormProps = {
  user: Profile['user_data'];
  /** Runs after a successful save and on cancel: the page shows the details again. */
  onDone: () => void;
};

/** Edits the signed-in user's personal data (spec §3 user profile, §5 rules). */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileFormValues>();
  // a user who has no e-mail (the demo head, people a head created) may keep having none
  const rules = useProfileRules({ isEmailRequired: user.email !== '' });
  const updateProfile = useUpdateProfile();

  function handleFinish(values: ProfileFormValues) {
    updateProfile.mutate(toUpdateProfileBody(values), {
      onSuccess: () => {
        toast.success(t('account.edit.success'));
        onDone();
      },
      onError: (error) => showFormError(form, error, FIELD_NAMES, 'account.edit.saveFailed'),
    });
  }

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={toProfileFormValues(user)}
      onFinish={handleFinish}
      data-testid="profile-form"
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="last_name" label={t('account.lastName')} rules={rules.personName}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="family-name" autoFocus />
      </Form.Item>
      <Form.Item name="first_name" label={t('account.firstName')} rules={rules.personName}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="patronymic" label={t('account.patronymic')} rules={rules.patronymic}>
        <Input maxLength={PERSON_NAME_MAX_LENGTH} autoComplete="additional-name" />
      </Form.Item>
      <Form.Item name="email" label={t('account.email')} rules={rules.email}>
        <Input inputMode="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="contact_telephone"
        label={t('account.phone')}
        rules={rules.phone}
        extra={t('account.edit.phoneHint')}
      >
        <Input
          type="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          autoComplete="tel"
          placeholder="+79991234567"
        />
      </Form.Item>
      <Form.Item name="birthday" label={t('account.birthday')}>
        <DatePicker
          format={BIRTHDAY_FORMAT}
          disabledDate={isImpossibleBirthday}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="extra_information"
        label={t('account.extraInformation')}
        rules={rules.extraInformation}
      >
        <Input.TextArea maxLength={EXTRA_INFORMATION_MAX_LENGTH} autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onDone} disabled={updateProfile.isPending} data-testid="profile-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={updateProfile.isPending}
          data-testid="profile-save"
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
