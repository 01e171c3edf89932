import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toScanTarget } from '../utils/scan-target.ts';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_INTERVAL_MS = 250;

function detectorClass(): DetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/** True where the browser can read QR codes from the camera. */
export function canScan(): boolean {
  return Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);
}

/**
 * "Scan": reads a location's QR code with the camera (BarcodeDetector + getUserMedia) and
 * opens the location it names. Hidden where the browser cannot do it.
 */
export function ScanButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!canScan()) return null;
  return (
    <>
      <Button icon={<ScanOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="scan">
        {t('storage.scan.button')}
      </Button>
      {open && <ScanDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ScanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function tick() {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code) {
          const target = toScanTarget(code.rawValue);
          if (target) {
            onClose();
            navigate(target);
            return;
          }
          setProblem(t('storage.scan.notOurs'));
        }
      } catch {
        // a frame that could not be read: try the next one
      }
      timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void tick();
      })
      .catch(() => setProblem(t('storage.scan.noCamera')));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [navigate, onClose, t]);

  return (
    <Modal
      open
      title={t('storage.scan.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <p>{t('storage.scan.hint')}</p>
      {problem && <Alert type="warning" showIcon title={problem} />}
      <video ref={video} className="pl-storage-video" muted playsInline data-testid="scan-video" />
    </Modal>
  );
}
